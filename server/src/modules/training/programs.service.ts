import { routeTo } from '@skillhub/shared/routes';
import type { ListBody } from '@skillhub/shared/schemas/common';
import {
  indiaToday,
  type ListProgramsQuery,
  type Program,
  type ProgramBody,
  type PublicProgram,
} from '@skillhub/shared/schemas/training';
import { fieldError, notFound } from '../../http/http-error.ts';
import { pagination } from '../../http/responses.ts';
import type { ServiceContext } from '../../http/service-context.ts';
import { institutionsRepository } from './institutions.repository.ts';
import { type ProgramWithInstitution, programsRepository as repository } from './programs.repository.ts';

// A program is open to applications up to and including its end date, in India.
export { indiaToday };

/** A program as its public application page (and its skill areas' pages) show it. */
export function toPublicProgram(program: ProgramWithInstitution, open: boolean): PublicProgram {
  return {
    _id: program.id,
    title: program.title,
    description: program.description,
    duration: program.duration,
    institution: { _id: program.institutionId, name: program.institutionName },
    topic: program.topic,
    board: program.board,
    startDate: program.startDate,
    endDate: program.endDate,
    prerequisites: program.prerequisites,
    open,
  };
}

/** Programs of institutions: add, edit, list (active by default), toggle, and the public application view. */
export function createProgramsService({ db, clock, config }: Pick<ServiceContext, 'db' | 'clock' | 'config'>) {
  const applyUrl = (id: string) => `${config.publicUrl}${routeTo('trainingApply', { id })}`;

  const toProgramDto = (row: ProgramWithInstitution, applicantsCount: number): Program => ({
    _id: row.id,
    title: row.title,
    description: row.description,
    duration: row.duration,
    institution: { _id: row.institutionId, name: row.institutionName },
    topic: row.topic,
    board: row.board,
    startDate: row.startDate,
    endDate: row.endDate,
    prerequisites: row.prerequisites,
    syllabus: row.syllabus,
    skillAreas: row.skillAreas,
    isDeleted: row.isDeleted,
    applicantsCount,
    applyUrl: applyUrl(row.id),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  });

  async function mustFind(id: string): Promise<ProgramWithInstitution> {
    const row = await repository.findById(db, id);
    if (!row) throw notFound('Program not found');
    return row;
  }

  async function withCount(id: string): Promise<Program> {
    const row = await mustFind(id);
    const counts = await repository.applicantCounts(db, [id]);
    return toProgramDto(row, counts.get(id) ?? 0);
  }

  /** A new program, or one moved to another institution, needs an active institution. */
  async function checkInstitution(body: ProgramBody, current?: ProgramWithInstitution): Promise<void> {
    if (current && current.institutionId === body.institution) return;
    const institution = await institutionsRepository.findById(db, body.institution);
    if (!institution) throw fieldError('institution', 'Institution not found');
    if (institution.isDeleted) throw fieldError('institution', 'This institution is inactive');
  }

  return {
    mustFind,
    applyUrl,

    async list(query: ListProgramsQuery): Promise<ListBody<Program>> {
      const { rows, total } = await repository.list(db, query);
      const counts = await repository.applicantCounts(
        db,
        rows.map((r) => r.id),
      );
      return {
        success: true,
        data: rows.map((row) => toProgramDto(row, counts.get(row.id) ?? 0)),
        pagination: pagination(total, query.page, query.limit),
      };
    },

    get: withCount,

    async create(body: ProgramBody): Promise<Program> {
      await checkInstitution(body);
      const row = await repository.insert(db, body);
      return withCount(row.id);
    },

    async update(id: string, body: ProgramBody): Promise<Program> {
      await checkInstitution(body, await mustFind(id));
      await repository.update(db, id, body);
      return withCount(id);
    },

    async toggle(id: string): Promise<{ data: Program; message: string }> {
      const current = await mustFind(id);
      await repository.setDeleted(db, id, !current.isDeleted);
      const data = await withCount(id);
      return {
        data,
        message: data.isDeleted ? 'Program deactivated successfully' : 'Program activated successfully',
      };
    },

    /** Whether the program takes applications today: active, of an active institution, not yet ended. */
    async openness(id: string): Promise<{ program: ProgramWithInstitution; open: boolean }> {
      const program = await mustFind(id);
      const institution = await institutionsRepository.findById(db, program.institutionId);
      const open = !program.isDeleted && !institution?.isDeleted && program.endDate >= indiaToday(clock.now());
      return { program, open };
    },

    /** What the application page shows; an inactive program is not found rather than described. */
    async publicView(id: string): Promise<PublicProgram> {
      const { program, open } = await this.openness(id);
      if (program.isDeleted) throw notFound('Program not found');
      return toPublicProgram(program, open);
    },
  };
}
