import pino, { type Logger } from 'pino';

let current: Logger = pino({ level: process.env.LOG_LEVEL ?? (process.env.VITEST ? 'silent' : 'info') });

/** JSON logs on stdout; one logger per process, child loggers per request (with its id). */
export function configureLogger(level: string): Logger {
  current = pino({ level, base: { service: 'provato' } });
  return current;
}

export function logger(): Logger {
  return current;
}
