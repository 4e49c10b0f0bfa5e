/**
 * `POST /rest/curl-to-json {curlCommand}`: HTTP Request node parameters for a curl
 * command (the editor's "Import cURL" field). Any signed-in user may call it; it reads
 * nothing stored and sends nothing anywhere. A command that is not curl, has no URL or
 * an option without its value is a 400 naming the problem.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireUser } from '../../auth';
import { HttpError } from '../errors';
import { parseInput } from '../validation';
import { toHttpNodeParameters } from './curl-to-node-parameters';
import { CurlParseError, parseCurl } from './parse-curl';

/** Longest curl command accepted (a pasted command with a large body fits). */
export const MAX_CURL_COMMAND_LENGTH = 256 * 1024;

const curlBody = z.object({
  curlCommand: z
    .string()
    .trim()
    .min(1, { error: 'curlCommand: paste a curl command.' })
    .max(MAX_CURL_COMMAND_LENGTH, { error: `curlCommand: at most ${MAX_CURL_COMMAND_LENGTH} characters.` }),
});

/** Registers `POST /rest/curl-to-json`. */
export function registerCurlRoutes(app: FastifyInstance): void {
  const rest = `/${app.switchyard.config.endpointRest}`;
  app.post(`${rest}/curl-to-json`, { preHandler: requireUser }, async (request) => {
    const { curlCommand } = parseInput(curlBody, request.body);
    try {
      return { data: toHttpNodeParameters(parseCurl(curlCommand)) };
    } catch (error) {
      if (error instanceof CurlParseError) {
        throw new HttpError(400, `Invalid cURL command: ${error.message}`, { hint: 'Paste the command as copied, starting with "curl".' });
      }
      throw error;
    }
  });
}
