// Reading a delivered message's body as a person would: mail bodies travel quoted-printable (mail-transport.ts).

/** Quoted-printable is ASCII: undo soft breaks and =XX escapes to bytes, then read the bytes as UTF-8. */
export const decodeQuotedPrintable = (text: string) =>
  Buffer.from(
    text
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
