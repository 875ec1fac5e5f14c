export * from './auth';
export * from './games';
export * from './groups';
export * from './money';
export * from './notifications';
export * from './places';
export * from './push';
export * from './series';
