import { formatShortDate } from '@runtogether/shared/dates/date.rules';
import { formatRunPace } from '@runtogether/shared/runs/run.rules';
import type { Run } from '@runtogether/shared/runs/run.schemas';
import { intlLocale, t } from '@/lib/i18n';
import { runImageSrc } from './run-image';

/** docs/product.md §8 "Registration toasts": the outcomes of sharing that the user is told about (translated when read). */
export const shareMessages = {
  get copied() {
    return t('runs.share.copied');
  },
  get failed() {
    return t('runs.share.failed');
  },
};

// One formatter per language and precision: making one costs far more than using it, and a list has many runs.
const kmFormats = new Map<string, Intl.NumberFormat>();

/** A distance as the page's language writes it (like formatDistance): '10', '6.5' in English, '6,5' in Spanish. */
export function formatKm(km: number): string {
  const digits = Number.isInteger(km) ? 0 : 1;
  const language = intlLocale();
  const key = `${language} ${digits}`;
  let format = kmFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    kmFormats.set(key, format);
  }
  return format.format(km);
}

type ShareableRun = Pick<
  Run,
  'title' | 'date' | 'time' | 'distance' | 'pace' | 'groups' | 'hostName' | 'address'
>;

/** The invitation that goes with the link, e.g. into a chat. */
export function runShareText(run: ShareableRun): string {
  return t('runs.share.text', {
    title: run.title,
    date: formatShortDate(run.date, intlLocale()),
    time: run.time,
    distance: formatKm(run.distance),
    pace: formatRunPace(run),
    host: run.hostName,
    address: run.address,
  });
}

const extensions: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
  'image/svg+xml': 'svg',
};

/**
 * The run's picture as a File to attach to a share, or null when it cannot be had (offline, not an image,
 * another origin without CORS). Sharing then goes ahead without it.
 */
export async function fetchRunImageFile(
  run: Pick<Run, 'id' | 'imageUrl'>,
  signal?: AbortSignal,
): Promise<File | null> {
  try {
    const response = await fetch(new URL(runImageSrc(run), window.location.origin), { signal });
    if (!response.ok) return null;
    const type = (response.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    const extension = extensions[type];
    if (!extension) return null;
    const bytes = await response.arrayBuffer();
    return new File([bytes], `run-${run.id}.${extension}`, { type });
  } catch {
    return null;
  }
}

export type ShareOutcome = 'shared' | 'cancelled' | 'copied' | 'failed';

export interface ShareRunInput {
  title: string;
  text: string;
  url: string;
  /** Attached only when the browser says it can share it. */
  image?: File | null;
}

// Checked by name: a DOMException is not an Error in every environment.
const isAbort = (error: unknown) =>
  typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError';

/**
 * Shares through the device's share sheet when there is one, else copies the text and link to the clipboard.
 * Closing the share sheet is the user's choice, not a failure. A share sheet that refuses (for example
 * without a recent tap) falls back to copying as well.
 */
export async function shareRun({ title, text, url, image }: ShareRunInput): Promise<ShareOutcome> {
  if (typeof navigator.share === 'function') {
    const data: ShareData = { title, text, url };
    if (image && typeof navigator.canShare === 'function' && navigator.canShare({ files: [image] })) {
      data.files = [image];
    }
    try {
      await navigator.share(data);
      return 'shared';
    } catch (error) {
      if (isAbort(error)) return 'cancelled';
    }
  }
  try {
    await navigator.clipboard.writeText(`${text}\n${url}`);
    return 'copied';
  } catch {
    return 'failed';
  }
}
