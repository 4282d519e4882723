import { createContext, useContext } from 'react';

/** The secrets the page holds (the stream key, once read): every error text it shows is scrubbed of them. */
export const StreamSecrets = createContext<readonly string[]>([]);

export const useStreamSecrets = () => useContext(StreamSecrets);
