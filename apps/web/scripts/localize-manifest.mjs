// `npm run build` (web): the installable app's manifest in every language besides English. The same
// manifest vite-plugin-pwa writes (vite.config.ts, in English), with its language, its description and its
// shortcuts' names from the language's catalogue, as dist/client/manifest.<locale>.webmanifest. The server links each
// page to the manifest of the page's language (apps/server/src/modules/pages/page-document.ts).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// import.meta.dirname, not a URL: under the web tests' jsdom, `URL` resolves against the page, not this file.
const cataloguesDir = join(import.meta.dirname, '../../../packages/shared/src/i18n/catalogues');

/** The catalogue keys of the manifest's words: its description, and each shortcut's name by its URL. */
const MANIFEST_WORDS = {
  description: 'core.app.description',
  shortcuts: { '/runs': 'core.nav.findRuns', '/my-runs': 'core.nav.myRuns' },
};

/** `manifest` in the language `locale`, whose catalogue is `words`; throws on a word the catalogue lacks. */
export function localizeManifest(manifest, locale, words) {
  const word = (key) => {
    if (typeof words[key] !== 'string') throw new Error(`the ${locale} catalogue has no ${key}`);
    return words[key];
  };
  return {
    ...manifest,
    lang: locale,
    description: word(MANIFEST_WORDS.description),
    shortcuts: manifest.shortcuts.map((shortcut) => {
      const key = MANIFEST_WORDS.shortcuts[shortcut.url];
      if (!key) throw new Error(`no catalogue key names the shortcut to ${shortcut.url}`);
      return { ...shortcut, name: word(key), short_name: word(key) };
    }),
  };
}

/** Writes manifest.<locale>.webmanifest beside `dist`'s manifest for each catalogue but English. */
export async function writeLocalizedManifests(dist) {
  const manifest = JSON.parse(await readFile(join(dist, 'manifest.webmanifest'), 'utf8'));
  const locales = (await readdir(cataloguesDir))
    .filter((name) => name.endsWith('.json') && name !== 'en.json')
    .map((name) => name.replace(/\.json$/, ''));
  for (const locale of locales) {
    const words = JSON.parse(await readFile(join(cataloguesDir, `${locale}.json`), 'utf8'));
    const localized = localizeManifest(manifest, locale, words);
    await writeFile(join(dist, `manifest.${locale}.webmanifest`), JSON.stringify(localized));
  }
  return locales;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const written = await writeLocalizedManifests(join(import.meta.dirname, '../dist/client'));
  console.log(`manifests: ${written.map((locale) => `manifest.${locale}.webmanifest`).join(', ')}`);
}
