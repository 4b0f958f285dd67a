import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAsAdmin, type TestApp } from '../support/test-app.ts';
import { addInstitution, addProgram, call, institutionBody, programBody } from './training-fixtures.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAsAdmin(t.app);
});
afterAll(() => t.close());

describe('institutions', () => {
  it('adds, reads, edits, searches and toggles an institution, with its number of programs', async () => {
    const body = institutionBody({ contactNumber: '', website: '' });
    const created = await call(t.app, 'POST', '/api/training/institutions', admin, body);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      message: 'Institution added successfully',
      data: { name: body.name, contactNumber: null, website: null, isDeleted: false, programsCount: 0 },
    });
    const id = created.body.data._id;
    await addProgram(t.app, admin, id);

    const edited = await call(t.app, 'PUT', `/api/training/institutions/${id}`, admin, {
      ...body,
      name: `${body.name} East`,
    });
    expect(edited.body).toMatchObject({
      message: `Institution "${body.name} East" updated successfully`,
      data: { programsCount: 1 },
    });

    const found = await call(
      t.app,
      'GET',
      `/api/training/institutions/all?search=${encodeURIComponent('East')}`,
      admin,
    );
    expect(found.body.data.map((i: { _id: string }) => i._id)).toContain(id);

    const off = await call(t.app, 'DELETE', `/api/training/institutions/${id}`, admin);
    expect(off.body).toMatchObject({ message: 'Institution deactivated successfully', data: { isDeleted: true } });
    const active = await call(t.app, 'GET', '/api/training/institutions/all?limit=100', admin);
    expect(active.body.data.map((i: { _id: string }) => i._id)).not.toContain(id);
    const inactive = await call(t.app, 'GET', '/api/training/institutions/all?active=false&limit=100', admin);
    expect(inactive.body.data.map((i: { _id: string }) => i._id)).toContain(id);
    expect((await call(t.app, 'DELETE', `/api/training/institutions/${id}`, admin)).body.message).toBe(
      'Institution activated successfully',
    );
  });

  it('names each wrong field: required ones, a phone that is not 10 digits, a bad website', async () => {
    const { status, body } = await call(t.app, 'POST', '/api/training/institutions', admin, {
      name: '',
      email: 'not-an-email',
      contactNumber: '98765432101',
      address: '',
      website: 'javascript:alert(1)',
    });
    expect(status).toBe(400);
    expect(body.errors).toEqual({
      name: 'Institution name is required',
      email: 'Invalid email format',
      contactNumber: 'Contact number must be exactly 10 digits',
      address: 'Address is required',
      website: 'Invalid URL',
    });
  });

  it('refuses a second institution of the same name in any case', async () => {
    const first = await addInstitution(t.app, admin);
    const { status, body } = await call(
      t.app,
      'POST',
      '/api/training/institutions',
      admin,
      institutionBody({ name: first.name.toUpperCase() }),
    );
    expect(status).toBe(409);
    expect(body.errors.name).toMatch(/already exists/);
  });
});

describe('programs', () => {
  it('adds a program with its public application link and lists it under its institution', async () => {
    const institution = await addInstitution(t.app, admin);
    const program = await addProgram(t.app, admin, institution._id);
    expect(program.applyUrl).toBe(`http://skillhub.test/training/apply/${program._id}`);
    const list = await call(t.app, 'GET', `/api/training/programs/all?institution=${institution._id}`, admin);
    expect(list.body.data).toEqual([
      expect.objectContaining({
        _id: program._id,
        institution: { _id: institution._id, name: institution.name },
        applicantsCount: 0,
      }),
    ]);
  });

  it("says 'End Date must be after or equal to Start Date' and refuses impossible dates", async () => {
    const institution = await addInstitution(t.app, admin);
    const early = await call(
      t.app,
      'POST',
      '/api/training/programs',
      admin,
      programBody(institution._id, { startDate: '2026-05-10', endDate: '2026-05-09' }),
    );
    expect(early.status).toBe(400);
    expect(early.body.errors).toEqual({ endDate: 'End Date must be after or equal to Start Date' });
    const sameDay = await call(
      t.app,
      'POST',
      '/api/training/programs',
      admin,
      programBody(institution._id, { startDate: '2026-05-10', endDate: '2026-05-10' }),
    );
    expect(sameDay.status).toBe(201);
    const bad = await call(
      t.app,
      'POST',
      '/api/training/programs',
      admin,
      programBody(institution._id, { startDate: '2026-02-30', title: '' }),
    );
    expect(bad.body.errors).toEqual({
      startDate: 'Start Date must be a valid date (YYYY-MM-DD)',
      title: 'Title is required',
    });
  });

  it('takes no new program for an inactive or unknown institution', async () => {
    const institution = await addInstitution(t.app, admin);
    await call(t.app, 'DELETE', `/api/training/institutions/${institution._id}`, admin);
    const inactive = await call(t.app, 'POST', '/api/training/programs', admin, programBody(institution._id));
    expect(inactive.status).toBe(400);
    expect(inactive.body.errors).toEqual({ institution: 'This institution is inactive' });
    const unknown = await call(
      t.app,
      'POST',
      '/api/training/programs',
      admin,
      programBody('00000000-0000-4000-8000-000000000000'),
    );
    expect(unknown.body.errors).toEqual({ institution: 'Institution not found' });
  });

  it('shows the public page of an open program, says when it has ended, and hides an inactive one', async () => {
    const institution = await addInstitution(t.app, admin);
    const open = await addProgram(t.app, admin, institution._id);
    const ended = await addProgram(t.app, admin, institution._id, { startDate: '2020-01-01', endDate: '2020-02-01' });
    const page = await call(t.app, 'GET', `/api/training/programs/public/${open._id}`);
    expect(page.body.data).toMatchObject({ title: open.title, institution: { name: institution.name }, open: true });
    expect(page.body.data).not.toHaveProperty('syllabus');
    expect((await call(t.app, 'GET', `/api/training/programs/public/${ended._id}`)).body.data.open).toBe(false);
    await call(t.app, 'DELETE', `/api/training/programs/${open._id}`, admin);
    expect((await call(t.app, 'GET', `/api/training/programs/public/${open._id}`)).status).toBe(404);
  });
});
