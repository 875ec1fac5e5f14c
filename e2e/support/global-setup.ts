import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { makeDataTemplate } from './data-template';
import { ARTIFACTS, clearArtifacts } from './failure-record';
import { startServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    demoUser: { email: string; password: string };
    /** A migrated data folder: servers the specs start begin from a copy (startServer's `template`). */
    dataTemplate: string;
  }
}

/** One built server for the whole browser run; every spec makes its own users. */
export default async function setup(project: TestProject) {
  clearArtifacts();
  const template = await makeDataTemplate();
  const server = await startServer({
    logFile: path.join(ARTIFACTS, 'server.log'),
    template: template.dir,
  }).catch((error) => {
    template.remove();
    throw error;
  });
  project.provide('baseUrl', server.url);
  project.provide('demoUser', server.demo);
  project.provide('dataTemplate', template.dir);
  return async () => {
    await server.stop();
    template.remove();
  };
}
