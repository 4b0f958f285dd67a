import { rm } from 'node:fs/promises';
import type { TestProject } from 'vitest/node';
import { createMigratedDataDir } from './migrated-data-dir.ts';
import { launchSkillhubServer } from './skillhub-server.ts';

/**
 * Global setup of a test run whose page tests talk to the real server: one server for every file of the run
 * instead of one per file, and the migrated data folder it and a file's own server start from
 * (migrated-data-dir.ts). The files start once it listens on its port (launchSkillhubServer: only then is the
 * address surely its own).
 */

/** happy-dom's page origin, and the bare one a plain-module test under happy-dom reports. */
const PAGE_ORIGINS = ['http://localhost:3000', 'http://localhost'];

export default async function setup(project: TestProject) {
  const migrated = await createMigratedDataDir();
  const server = await launchSkillhubServer(PAGE_ORIGINS, migrated);
  project.provide('skillhubApiBase', server.apiBase);
  project.provide('skillhubServerExitLog', server.exitLog);
  project.provide('skillhubMigratedDataDir', migrated);
  return async () => {
    await server.stop();
    await rm(migrated, { recursive: true, force: true });
  };
}
