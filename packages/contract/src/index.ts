import './issues';

export * from './errors';
export * from './issues';
export * from './primitives';
export * from './route';
export * from './routes/index';
export * from './resources/async-results';
export * from './resources/company';
export * from './resources/subscribers';
export * from './resources/target-lists';
export * from './resources/tickets';
