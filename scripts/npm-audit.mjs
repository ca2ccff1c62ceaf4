// CI's dependency audit: `npm audit --audit-level=high`, failing on any high or critical advisory. When the audit
// endpoint itself cannot be reached (some registry proxies refuse its POST with 405), nothing was checked: that is
// said loudly, with the reason, and the run goes on. A skipped audit is not a pass (SECURITY.md).
import { spawnSync } from 'node:child_process';

const run = spawnSync('npm', ['audit', '--json', '--audit-level=high'], { encoding: 'utf8' });
let report;
try {
  report = JSON.parse(run.stdout);
} catch {
  report = undefined;
}

if (!report?.auditReportVersion) {
  const reason =
    report?.message ?? report?.error?.summary ?? (run.stderr.trim().split('\n').at(-1) || 'no answer');
  // Only an endpoint that cannot be reached is let through; any other failure (no lockfile, …) fails the run.
  if (
    !/security\/(advisories|audits)|ENOTFOUND|ECONNREFUSED|ECONNRESET|ETIMEDOUT|EAI_AGAIN|network/i.test(
      reason,
    )
  ) {
    console.error(`npm audit failed: ${reason}`);
    process.exit(1);
  }
  const line = '!'.repeat(100);
  console.warn(
    `${line}\n!! WARNING: npm audit could NOT run, so dependencies were NOT checked for advisories.`,
  );
  console.warn(`!! The audit endpoint of ${registry()} is unreachable: ${reason}`);
  console.warn('!! Run `npm audit --audit-level=high` where the registry answers it before releasing.');
  console.warn(line);
  process.exit(0);
}

const counts = report.metadata?.vulnerabilities ?? {};
const serious = Object.values(report.vulnerabilities ?? {}).filter((v) =>
  ['high', 'critical'].includes(v.severity),
);
console.log(
  `npm audit: ${counts.critical ?? 0} critical, ${counts.high ?? 0} high, ${counts.moderate ?? 0} moderate, ` +
    `${counts.low ?? 0} low`,
);
if (serious.length > 0) {
  for (const v of serious) console.error(`  ${v.severity}: ${v.name} (${v.range})`);
  console.error(
    'npm audit: high or critical advisories — fix them (npm audit fix, or an update) before merging.',
  );
  process.exit(1);
}

function registry() {
  const config = spawnSync('npm', ['config', 'get', 'registry'], { encoding: 'utf8' });
  return config.stdout.trim() || 'the registry';
}
