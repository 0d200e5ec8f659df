import { applyDecorators, Get, SetMetadata } from '@nestjs/common';

export const INERTIA_COMPONENT = 'inertia:component';

/** Marks a GET handler as an Inertia page: the returned object becomes the props of `component`. */
export const Inertia = (component: string) => SetMetadata(INERTIA_COMPONENT, component);

/**
 * A page route: GET `path` (the controller's own path when left out) answers the Inertia page `component`, whose
 * props the handler returns.
 */
export const Page = (component: string, path?: string) => applyDecorators(Get(path), Inertia(component));

/** The props of a page that needs none beyond the shared ones. */
export type NoPageProps = Record<string, never>;
