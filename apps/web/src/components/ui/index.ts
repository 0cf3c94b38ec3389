export * from './avatar';
export * from './button';
export * from './card';
export * from './icons';
export * from './modal';
export * from './spinner';
export * from './text-field';
export * from './toaster';
