export * from './platform/error-body.ts';
export * from './platform/session.ts';
export * from './platform/start-up.ts';
export * from './messages/common.ts';
export * from './reference-data/messages.ts';
export * from './reference-data/get-states.ts';
export * from './reference-data/get-cities.ts';
export * from './reference-data/get-cities-states-counties-by-zip.ts';
