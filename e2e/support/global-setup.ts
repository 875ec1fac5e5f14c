import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ARTIFACTS, clearArtifacts } from './failure-record';
import { startServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    demoUser: { email: string; password: string };
  }
}

/** One built server for the whole browser run; every spec makes its own users. */
export default async function setup(project: TestProject) {
  clearArtifacts();
  const server = await startServer({ logFile: path.join(ARTIFACTS, 'server.log') });
  project.provide('baseUrl', server.url);
  project.provide('demoUser', server.demo);
  return () => server.stop();
}
