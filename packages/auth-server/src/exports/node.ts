export { startAuthServer, type StartAuthServerParameters, type StartAuthServerReturnType } from '../node/startAuthServer.js'
export { toFetchRequest } from '../node/toFetchRequest.js'
