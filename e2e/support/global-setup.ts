import type { TestProject } from 'vitest/node';
import { startServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    demoUser: { email: string; password: string };
  }
}

/** One built server for the whole browser run; every spec makes its own users. */
export default async function setup(project: TestProject) {
  const server = await startServer();
  project.provide('baseUrl', server.url);
  project.provide('demoUser', server.demo);
  return () => server.stop();
}
