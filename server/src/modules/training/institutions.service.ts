import type { ListBody } from '@skillhub/shared/schemas/common';
import type { Institution, InstitutionBody, ListInstitutionsQuery } from '@skillhub/shared/schemas/training';
import { isUniqueViolation } from '../../db/postgres-errors.ts';
import { conflict, notFound } from '../../http/http-error.ts';
import { pagination } from '../../http/responses.ts';
import type { ServiceContext } from '../../http/service-context.ts';
import { type InstitutionRow, institutionsRepository as repository } from './institutions.repository.ts';

function toInstitutionDto(row: InstitutionRow, programsCount: number): Institution {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    contactNumber: row.contactNumber,
    address: row.address,
    website: row.website,
    isDeleted: row.isDeleted,
    programsCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const nameTaken = (name: string) => {
  const message = `An institution named "${name}" already exists`;
  return conflict(message, { name: message });
};

/** Institutions: add, edit, list (active by default) and toggle active/inactive; never deleted. */
export function createInstitutionsService({ db }: Pick<ServiceContext, 'db'>) {
  async function withCount(row: InstitutionRow): Promise<Institution> {
    const counts = await repository.programCounts(db, [row.id]);
    return toInstitutionDto(row, counts.get(row.id) ?? 0);
  }

  async function mustFind(id: string): Promise<InstitutionRow> {
    const row = await repository.findById(db, id);
    if (!row) throw notFound('Institution not found');
    return row;
  }

  /** A unique index lost in a race answers the same 409 as the check before it. */
  async function guardName<T>(name: string, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw nameTaken(name);
      throw error;
    }
  }

  return {
    mustFind,

    async list(query: ListInstitutionsQuery): Promise<ListBody<Institution>> {
      const { rows, total } = await repository.list(db, query);
      const counts = await repository.programCounts(
        db,
        rows.map((r) => r.id),
      );
      return {
        success: true,
        data: rows.map((row) => toInstitutionDto(row, counts.get(row.id) ?? 0)),
        pagination: pagination(total, query.page, query.limit),
      };
    },

    get: async (id: string) => withCount(await mustFind(id)),

    async create(body: InstitutionBody): Promise<Institution> {
      if (await repository.nameTaken(db, body.name)) throw nameTaken(body.name);
      return toInstitutionDto(await guardName(body.name, () => repository.insert(db, body)), 0);
    },

    async update(id: string, body: InstitutionBody): Promise<Institution> {
      await mustFind(id);
      if (await repository.nameTaken(db, body.name, id)) throw nameTaken(body.name);
      const row = await guardName(body.name, () => repository.update(db, id, body));
      if (!row) throw notFound('Institution not found');
      return withCount(row);
    },

    /** Active ⇄ inactive. An inactive institution keeps its programs and applicants; it takes no new programs. */
    async toggle(id: string): Promise<{ data: Institution; message: string }> {
      const current = await mustFind(id);
      const row = await repository.setDeleted(db, id, !current.isDeleted);
      if (!row) throw notFound('Institution not found');
      return {
        data: await withCount(row),
        message: row.isDeleted ? 'Institution deactivated successfully' : 'Institution activated successfully',
      };
    },
  };
}
