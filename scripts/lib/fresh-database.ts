// A database of its own on the PostgreSQL server for a run that must not touch the developer's data
// (the end-to-end server, the cluster check, benchmarks): `{database}_{suffix}`, dropped and created.
import pg from "pg";

export async function freshServerDatabase(databaseUrl: string, suffix: string): Promise<string> {
  const url = new URL(databaseUrl);
  const name = `${url.pathname.slice(1) || "postgres"}_${suffix}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  url.pathname = `/${name}`;
  return url.toString();
}
