/** Node's flags for the server, before the script's path (see server-flags.mjs). */
export declare const SERVER_NODE_FLAGS: readonly string[];
