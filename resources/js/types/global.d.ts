import type { SharedProps } from './index';

// Every usePage().props is typed with the props the server shares with all pages.
declare module '@inertiajs/core' {
  export interface InertiaConfig {
    sharedPageProps: SharedProps;
  }
}
