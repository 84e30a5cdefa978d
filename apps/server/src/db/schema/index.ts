export * from './accounts';
export * from './audit';
export * from './auth';
export * from './mail';
export * from './reference';
export * from './support';
