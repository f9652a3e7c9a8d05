/** The request header on which the proxy hands a page render its CSP nonce (decision 024). */
export const nonceHeader = "x-nonce";
