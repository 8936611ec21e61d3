import { createContext, useContext } from "react";

// The per-request CSP nonce, provided by entry.server. In the browser it is empty: the
// nonce attribute is hidden from the DOM and inline scripts are not run again.
const NonceContext = createContext("");
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
