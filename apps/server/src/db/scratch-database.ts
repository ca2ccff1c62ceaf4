// Throw-away PostgreSQL databases beside the one of an admin URL: one per test file, one per benchmark size.
import pg from 'pg';

/** Creates the empty database `name` (letters, digits and _ only) on adminUrl's server. */
export async function createScratchDatabase(adminUrl: string, name: string) {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a safe database name: ${name}`);
  await runAdmin(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    // WITH (FORCE) ends connections a failed test or run may have left open.
    drop: () => runAdmin(adminUrl, `drop database if exists ${name} with (force)`),
  };
}

async function runAdmin(adminUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
