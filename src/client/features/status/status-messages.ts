import { defineMessages } from '../../../shared/i18n/define';

/** /test: what the server reports about itself. */
export const statusMessages = defineMessages({
  screen: { id: 'status.screen', defaultMessage: 'Status' },
  intro: { id: 'status.intro', defaultMessage: 'What this Turnout server reports about itself.' },
  version: { id: 'status.version', defaultMessage: 'Version' },
  database: { id: 'status.database', defaultMessage: 'Database' },
  embedded: {
    id: 'status.database.embedded',
    defaultMessage: 'PGlite in the data folder',
    description: 'PGlite: the database built into the server, keeping its files in the data folder.',
  },
  postgres: { id: 'status.database.postgres', defaultMessage: 'PostgreSQL server' },
  health: { id: 'status.health', defaultMessage: 'Health' },
  healthy: { id: 'status.healthy', defaultMessage: 'Healthy' },
  unhealthy: { id: 'status.unhealthy', defaultMessage: 'Unhealthy' },
});
