export declare function useRunTempFolder(prefix: string): () => void;
