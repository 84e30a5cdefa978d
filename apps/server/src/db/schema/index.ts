export * from './accounts';
export * from './attachments';
export * from './audit';
export * from './auth';
export * from './mail';
export * from './reference';
export * from './support';
export * from './work-orders';
