import type { Config } from './config';

export interface Logger {
  info(message: string, details?: Record<string, unknown>): void;
  error(message: string, details?: Record<string, unknown>): void;
}

/** One-line JSON-free logs to stdout/stderr; secrets are never passed here. */
export function createLogger(level: Config['logLevel']): Logger {
  const format = (message: string, details?: Record<string, unknown>) =>
    details ? `${message} ${JSON.stringify(details)}` : message;
  return {
    info: (message, details) => {
      if (level === 'info') console.log(format(message, details));
    },
    error: (message, details) => {
      if (level !== 'silent') console.error(format(message, details));
    },
  };
}
