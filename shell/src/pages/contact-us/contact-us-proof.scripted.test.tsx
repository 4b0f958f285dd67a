import { createHash } from 'node:crypto';
import { apiPaths } from '@skillhub/shared/api-paths';
import { withScriptedServer } from '@skillhub/shared/test-support/scripted-server';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderApp, resetPage, setDeployedRemotes } from '../../test/shell-test-kit.tsx';

/**
 * /contact-us while the form is flooded: the server holds the post for a proof of work (429 PROOF_REQUIRED) and
 * the visitor, who sees "Checking your browser…", is thanked all the same once the browser has solved it.
 */

const server = withScriptedServer();
// Its first solution is nonce 1095: a few batches of hashes, so the page shows its note for a while.
const CHALLENGE = { challenge: '10.1999999999999.c2tpbGxodWI.signature', difficulty: 10 };

beforeEach(() => {
  resetPage();
  setDeployedRemotes([]);
});
afterEach(resetPage);

/** Whether `proof` (`<challenge>:<nonce>`) solves CHALLENGE, checked here rather than with the app's own code. */
function solves(proof: unknown): boolean {
  if (typeof proof !== 'string' || !proof.startsWith(`${CHALLENGE.challenge}:`)) return false;
  const nonce = proof.slice(CHALLENGE.challenge.length + 1);
  const digest = createHash('sha256').update(`${CHALLENGE.challenge}${nonce}`).digest();
  return digest.readUInt16BE(0) >>> (16 - CHALLENGE.difficulty) === 0;
}

describe('Contact Us while the form is flooded', () => {
  it('solves the proof of work the server asks for and sends the message again, which is thanked', async () => {
    let proofSeen: unknown;
    server.on(`POST ${apiPaths.enquiries.contactUs}`, (call) => {
      proofSeen = call.headers['x-form-proof'];
      if (solves(proofSeen)) return { status: 201, body: { success: true, message: 'Thank you for contacting us!' } };
      return {
        status: 429,
        headers: { 'retry-after': '40' },
        body: { success: false, message: 'This form is busy.', code: 'PROOF_REQUIRED', challenge: CHALLENGE },
      };
    });
    renderApp('/contact-us');
    const form = await screen.findByRole('form', { name: 'Contact form' });
    const user = userEvent.setup();
    await user.type(within(form).getByRole('textbox', { name: /Full name/ }), 'Farah Siddiqui');
    await user.type(within(form).getByRole('textbox', { name: /Mobile number/ }), '9833300009');
    await user.type(within(form).getByRole('textbox', { name: /Email/ }), 'farah.s@example.com');
    await user.click(within(form).getByRole('button', { name: /Send message$/ }));

    await screen.findByText('Checking your browser…');
    await screen.findByText('Thank you, Farah Siddiqui! Your message has reached us.');
    const posts = server.callsTo(`POST ${apiPaths.enquiries.contactUs}`);
    expect(posts).toHaveLength(2);
    expect(posts[0]?.headers['x-form-proof']).toBeUndefined();
    expect(solves(proofSeen)).toBe(true);
    expect(posts[1]?.body).toEqual(posts[0]?.body);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
