export declare const SERVER_SOURCES: readonly string[];
export declare const CLIENT_SOURCES: readonly string[];
export declare function clientBuildMode(root: string): string | null;
export declare function buildState(root?: string): { server: boolean; client: boolean };
