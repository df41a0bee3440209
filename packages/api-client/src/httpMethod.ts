// The methods the client sends, apart from the request code so that the DPoP proofs (which name
// the method) and the requests (which carry the proofs) both use it without importing each other.
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
