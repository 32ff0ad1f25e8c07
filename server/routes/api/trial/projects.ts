import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Language } from '../../../../src/domain/enums';
import type { FieldError } from '../../../../src/domain/errors';
import {
  lineItemField,
  lineItemId,
  trialFurnitureIds,
  trialModuleIds,
  trialProjectParamsSchema,
  trialProjectSchema,
  type TrialProject,
} from '../../../../src/domain/trial/trial-project.schema';
import { AppError, notFound } from '../../../http/app-error';
import { errorText } from '../../../http/error-handler';
import { translate } from '../../../i18n/translator';
import {
  findOpenTrial,
  saveTrial,
  unavailableFurniture,
  unavailableModules,
} from '../../../trial/trial-projects';

/**
 * `/api/v1/trial/projects/{id}`: a visitor's draft, without an account. Knowing the id (a
 * UUIDv7 the browser made) is the only permission; the global request limit applies as anywhere.
 */
export const trialProjectsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/projects/:id',
    { schema: { params: trialProjectParamsSchema, response: { 200: trialProjectSchema } } },
    async (request) => {
      const trial = await findOpenTrial(app.db, request.params.id);
      if (trial === undefined) throw notFound();
      return trial;
    },
  );

  app.put(
    '/projects/:id',
    {
      schema: {
        params: trialProjectParamsSchema,
        body: trialProjectSchema,
        response: { 200: trialProjectSchema },
      },
    },
    async (request) => {
      const trial = request.body;
      if (trial.id !== request.params.id) {
        const msg = translate(request.language, 'validation', 'invalid') ?? 'invalid';
        throw new AppError(422, 'validation', [{ loc: ['body', 'id'], msg, type: 'id_mismatch' }]);
      }
      const unavailable = new Set([
        ...(await unavailableFurniture(app.db, trialFurnitureIds(trial))),
        ...(await unavailableModules(app.db, trialModuleIds(trial))),
      ]);
      if (unavailable.size > 0)
        throw new AppError(
          422,
          'trial/furniture_unavailable',
          unavailableLines(trial, unavailable, request.language),
        );
      if (!(await saveTrial(app.db, trial, app.clock()))) throw new AppError(409, 'trial/claimed');
      return trial;
    },
  );
};

/** Names each line whose furniture or module cannot be picked, so the screen can mark it. */
function unavailableLines(trial: TrialProject, unavailable: Set<string>, language: Language): FieldError[] {
  const msg = errorText(language, 'trial/furniture_unavailable');
  return trial.rooms.flatMap((room, roomIndex) =>
    room.lines.flatMap((line, lineIndex) =>
      unavailable.has(lineItemId(line))
        ? [
            {
              loc: ['body', 'rooms', String(roomIndex), 'lines', String(lineIndex), lineItemField(line)],
              msg,
              type: 'trial/furniture_unavailable',
            },
          ]
        : [],
    ),
  );
}
