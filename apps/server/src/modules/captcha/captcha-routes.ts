import { endpoints, graphCaptchaRequestSchema, UNKNOWN } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../../lib/route.js';
import type { CaptchaService } from './captcha-service.js';

/**
 * The answer is kept per client id, so the id from the common envelope is required here; the
 * envelope's stand-in for an unknown value would make every such client share one captcha.
 */
const graphCaptchaEndpoint = {
  ...endpoints.graphCaptcha,
  request: graphCaptchaRequestSchema.extend({
    clientId: z
      .string()
      .trim()
      .min(1, 'This field is required.')
      .max(64)
      .refine((v) => v !== UNKNOWN, 'This field is required.'),
  }),
};

export function captchaRoutes(app: FastifyInstance, service: CaptchaService): void {
  defineRoute(app, graphCaptchaEndpoint, async ({ clientId }) => ({
    graphCaptcha: await service.issue(clientId),
  }));
}
