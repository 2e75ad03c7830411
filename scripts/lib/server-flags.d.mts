/** Node's flags for the server, before the script's path (see server-flags.mjs). */
export declare const SERVER_NODE_FLAGS: readonly string[];
/** The Node binary `npm start` runs the server on (see server-flags.mjs). */
export declare function serverNodeBinary(): string;
