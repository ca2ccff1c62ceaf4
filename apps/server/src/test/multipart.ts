import { randomBytes } from 'node:crypto';

export interface FilePart {
  field?: string;
  filename: string;
  contentType: string;
  data: Buffer;
}

/** A multipart/form-data body as a browser's FormData would send it, for app.inject. */
export function multipartBody(...parts: FilePart[]) {
  return multipartForm({}, ...parts);
}

/** The same with text fields before the files, as a form with both sends them (a post with its photos). */
export function multipartForm(fields: Record<string, string>, ...parts: FilePart[]) {
  const boundary = `----runtogether${randomBytes(8).toString('hex')}`;
  const texts = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  const chunks = parts.flatMap((part) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${part.field ?? 'file'}"; ` +
        `filename="${part.filename}"\r\nContent-Type: ${part.contentType}\r\n\r\n`,
    ),
    part.data,
    Buffer.from('\r\n'),
  ]);
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat([...texts, ...chunks]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
