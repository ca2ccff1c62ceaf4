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
