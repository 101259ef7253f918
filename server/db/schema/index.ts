export * from './enums';
export * from './accounts';
export * from './members';
export * from './people';
export * from './audit';
export * from './login-attempts';
export * from './setup';
