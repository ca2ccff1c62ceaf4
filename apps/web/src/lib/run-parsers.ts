// A run's and a run list's response checks, loaded with the first answer that needs them (lib/api-client.ts): a
// page the server rendered hydrates from its own data, and a phone need not build zod's schemas to show it.
const runSchemas = () => import('@runtogether/shared/runs/run.schemas');

export const runParser = () => runSchemas().then(({ runSchema }) => runSchema);
export const runListParser = () => runSchemas().then(({ runListSchema }) => runListSchema);
