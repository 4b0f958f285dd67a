import fp from 'fastify-plugin';
import { createSectionOpenings, SECTION_OPENINGS_JOB } from '../../modules/courses/section-openings.ts';
import { createPeriodicJob, type PeriodicJob } from '../../worker/periodic-job.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Tells learners of the drip-scheduled sections that opened for them; tests run it with runNow(). */
    sectionOpenings: PeriodicJob;
  }
}

/** Sections open at midnight India time or by the learner's own enrolment time: a few minutes late is fine. */
const INTERVAL_MS = 5 * 60_000;

/**
 * The job that tells learners a scheduled section has opened (modules/courses/section-openings.ts). Every
 * process schedules it; one at a time runs it (an advisory lock per job), and the notices' unique rows keep
 * a learner from being told twice even if two runs overlap.
 */
export default fp(
  async (app) => {
    const notify = createSectionOpenings(app);
    const job = createPeriodicJob({
      name: SECTION_OPENINGS_JOB,
      intervalMs: INTERVAL_MS,
      work: async (signal) => {
        await notify(signal);
      },
      log: app.log,
      exclusive: app.database.tryExclusive,
      observe: app.observeJob,
    });
    app.decorate('sectionOpenings', job);
    app.addHook('onReady', async () => job.start());
    app.addHook('onClose', async () => job.stop());
  },
  { name: 'section-openings', dependencies: ['database', 'metrics', 'outbox', 'whatsapp-sender', 'whatsapp'] },
);
