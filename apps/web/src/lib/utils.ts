import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names. It does not resolve conflicts (tailwind-merge did, for 8 KB on every page): a component's
 * default that callers may replace carries the `fallback:` variant (index.css), so theirs wins (decision 014).
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
