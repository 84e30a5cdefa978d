export * from './mail';
export * from './reference';
export * from './support';
