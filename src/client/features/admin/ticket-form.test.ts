import { describe, expect, it } from 'vitest';
import type { AdminTicket } from '@core/admin';
import { formOf, updateOf } from './ticket-form';

const ticket: AdminTicket = {
  id: 't1',
  ticketNumber: 'CRN-AB12-CD34',
  name: 'Robin Ashe',
  email: 'robin@example.test',
  subject: 'Charged twice',
  category: 'billing',
  message: 'Please check',
  status: 'open',
  priority: 'normal',
  adminNotes: null,
  resolvedAt: null,
  createdAt: '2026-03-01T09:00:00.000Z',
  updatedAt: '2026-03-01T09:00:00.000Z',
};

describe('ticket form', () => {
  it('starts from the stored ticket, empty notes as empty text', () => {
    expect(formOf(ticket)).toEqual({ status: 'open', priority: 'normal', adminNotes: '' });
    expect(formOf({ ...ticket, adminNotes: 'Called' }).adminNotes).toBe('Called');
  });

  it('sends status, priority and notes', () => {
    expect(updateOf({ status: 'resolved', priority: 'high', adminNotes: 'Refunded' })).toEqual({
      status: 'resolved',
      priority: 'high',
      adminNotes: 'Refunded',
    });
  });

  it('leaves out an unknown stored status or priority the admin did not change', () => {
    expect(updateOf(formOf({ ...ticket, status: 'waiting', priority: 'asap' }))).toEqual({
      adminNotes: '',
    });
  });
});
