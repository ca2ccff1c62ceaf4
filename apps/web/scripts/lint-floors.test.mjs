// The import floors of ARCHITECTURE.md are enforced: each rule is shown a real file of the tree importing what
// it must not, through ESLint with the repository's own configuration.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { root } from '../../../scripts/lib/build-if-stale.mjs';

const eslint = new ESLint({ cwd: root });
const ruleIds = async (filePath, code) => {
  const [result] = await eslint.lintText(code, { filePath: `${root}/${filePath}` });
  return result.messages.map((m) => m.ruleId);
};

describe('import floors', { timeout: 60_000 }, () => {
  it('refuses a feature importing another feature', async () => {
    const code =
      "import { postsQueryKey } from '@/features/posts/api/get-posts';\nexport const k = postsQueryKey;\n";
    expect(await ruleIds('apps/web/src/features/runs/api/get-run.ts', code)).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('refuses lib importing components, and components importing features', async () => {
    const lib = "import { toast } from '@/components/ui/toast';\nexport const t = toast;\n";
    expect(await ruleIds('apps/web/src/lib/form.ts', lib)).toContain('import-x/no-restricted-paths');
    const component =
      "import { runQueryKey } from '@/features/runs/api/get-run';\nexport const k = runQueryKey;\n";
    expect(await ruleIds('apps/web/src/components/ui/toast.ts', component)).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('refuses a server plugin importing a module', async () => {
    const code =
      "import { requireUser } from '../modules/auth/permissions';\nexport const r = requireUser;\n";
    expect(await ruleIds('apps/server/src/plugins/request-id.ts', code)).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('accepts the same import one floor up', async () => {
    const code = "import { toast } from '@/components/ui/toast';\nexport const t = toast;\n";
    expect(await ruleIds('apps/web/src/features/runs/api/get-run.ts', code)).not.toContain(
      'import-x/no-restricted-paths',
    );
  });
});

// Every text a person sees comes from the catalogues (decision 038).
describe('untranslated text', { timeout: 60_000 }, () => {
  const file = 'apps/web/src/features/runs/components/run-card.tsx';
  const untranslated = async (code) =>
    (await ruleIds(file, code)).filter((id) => id === 'no-restricted-syntax').length;

  it('refuses words typed into markup, into attributes people read or hear, and into toasts', async () => {
    expect(await untranslated('export const A = () => <p>Find your next run</p>;\n')).toBe(1);
    expect(await untranslated('export const A = () => <button aria-label="Close dialog" />;\n')).toBe(1);
    expect(await untranslated('export const A = () => <input placeholder="Search runs" />;\n')).toBe(1);
    expect(
      await untranslated(
        "import { toast } from 'sonner';\nexport const a = () => toast.success('Saved!');\n",
      ),
    ).toBe(1);
  });

  it('accepts catalogue texts, the brand, and markup without words', async () => {
    const code = [
      "import { t } from '@/lib/i18n';",
      "export const A = () => <p aria-label={t('runs.find.title')}>{t('runs.find.title')}</p>;",
      'export const B = () => <span>RunTogether</span>;',
      'export const C = () => <span>· {1} / 2 ✓</span>;',
      '',
    ].join('\n');
    expect(await untranslated(code)).toBe(0);
  });
});

describe("another library's private internals", { timeout: 60_000 }, () => {
  it("refuses React's element keys and zod's global, by name, in a string or in a template", async () => {
    const react =
      "export const props = (el: Element) => Object.keys(el).find((k) => k.startsWith('__reactProps'));\n";
    expect(await ruleIds('apps/web/src/lib/utils.ts', react)).toContain('no-restricted-syntax');
    const template = 'export const key = (id: string) => `__reactFiber$${id}`;\n';
    expect(await ruleIds('apps/web/src/components/layout/scroll-to-top.tsx', template)).toContain(
      'no-restricted-syntax',
    );
    const zod = 'declare const g: { __zod_globalConfig: object };\nexport const c = g.__zod_globalConfig;\n';
    expect(await ruleIds('packages/shared/src/i18n/zod-messages.ts', zod)).toContain('no-restricted-syntax');
  });

  it('accepts the public API', async () => {
    const code = "import { z } from 'zod';\nz.config({ customError: () => 'x' });\n";
    expect(await ruleIds('packages/shared/src/i18n/zod-messages.ts', code)).not.toContain(
      'no-restricted-syntax',
    );
  });
});
