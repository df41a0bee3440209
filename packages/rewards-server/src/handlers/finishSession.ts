import { InputLogError, INPUT_LOG_MAX_BYTES, parseInputLog, type InputLog } from '@stardust/game'
import { RESULT_ENVELOPE_BYTES } from '../constants.js'
import type { RewardsContext } from '../context.js'
import { RewardsError } from '../errors.js'
import { finishSession } from '../game/finishSession.js'
import { authenticate } from '../http/authenticate.js'
import { readJsonBody } from '../http/readJsonBody.js'
import { jsonResponse } from '../http/respond.js'

/** The `inputs` of a result body as a valid log: 413 past the game's entry limit, 400 for anything malformed. */
function inputsOf(body: Record<string, unknown>): InputLog {
  try {
    return parseInputLog(body.inputs)
  } catch (error) {
    if (error instanceof InputLogError) {
      throw new RewardsError(error.code === 'too_large' ? 'body_too_large' : 'invalid_request', { details: error.details, cause: error })
    }
    throw error
  }
}

/**
 * POST game/sessions/{id}/result (bearer) with `{inputs: [[tick, buttons], …]}` ->
 * `{data: {score, ticks, stardust, balance}}`. The server replays the log; the client's score, if
 * it sends one, is ignored.
 */
export async function handleFinishSession(context: RewardsContext, request: Request, sessionId: string): Promise<Response> {
  const account = await authenticate(request, context.verifyRequest)
  const inputs = inputsOf(await readJsonBody(request, INPUT_LOG_MAX_BYTES + RESULT_ENVELOPE_BYTES))
  const result = await finishSession(context.db, { account, sessionId, inputs, at: context.now() })
  return jsonResponse(200, { data: result })
}
