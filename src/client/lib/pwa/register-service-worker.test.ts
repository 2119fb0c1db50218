import { beforeEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorker, type WorkerContainer } from './register-service-worker';
import { announceUpdate } from './update-available';

vi.mock('./update-available', () => ({ announceUpdate: vi.fn() }));
const announced = vi.mocked(announceUpdate);

/** A worker whose state the test moves along, as the browser would. */
class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  messages: unknown[] = [];
  postMessage(message: unknown) {
    this.messages.push(message);
  }
  moveTo(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  startUpdate() {
    this.installing = new FakeWorker();
    this.dispatchEvent(new Event('updatefound'));
    return this.installing;
  }
}

function fakeContainer(options: { controlled: boolean; waiting?: FakeWorker }) {
  const registration = new FakeRegistration();
  registration.waiting = options.waiting ?? null;
  const events = new EventTarget();
  const container = {
    controller: options.controlled ? ({} as ServiceWorker) : null,
    register: vi.fn(() => Promise.resolve(registration)),
    addEventListener: events.addEventListener.bind(events),
  };
  return { container: container as unknown as WorkerContainer, registration, events };
}

/** Runs the function the update notice's Reload button would run. */
function pressReload() {
  const activate = announced.mock.calls.at(-1)?.[0];
  if (!activate) throw new Error('no update was announced');
  activate();
}

describe('registerServiceWorker', () => {
  beforeEach(() => announced.mockClear());

  it('registers /sw.js for the whole site', async () => {
    const { container } = fakeContainer({ controlled: false });
    await registerServiceWorker(container, vi.fn());
    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('announces nothing on the first install, when no worker controls the page yet', async () => {
    const { container, registration } = fakeContainer({ controlled: false });
    await registerServiceWorker(container, vi.fn());
    registration.startUpdate().moveTo('installed');
    expect(announced).not.toHaveBeenCalled();
  });

  it('announces a new version once it is installed, and switches only when asked', async () => {
    const reload = vi.fn();
    const { container, registration, events } = fakeContainer({ controlled: true });
    await registerServiceWorker(container, reload);
    const next = registration.startUpdate();
    expect(announced).not.toHaveBeenCalled();
    next.moveTo('installed');
    expect(announced).toHaveBeenCalledTimes(1);
    expect(next.messages).toEqual([]);

    pressReload();
    expect(next.messages).toEqual([{ type: 'SKIP_WAITING' }]);
    expect(reload).not.toHaveBeenCalled();
    events.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('announces a version that was already waiting when the page opened', async () => {
    const waiting = new FakeWorker();
    waiting.state = 'installed';
    const { container } = fakeContainer({ controlled: true, waiting });
    await registerServiceWorker(container, vi.fn());
    expect(announced).toHaveBeenCalledTimes(1);
    pressReload();
    expect(waiting.messages).toEqual([{ type: 'SKIP_WAITING' }]);
  });
});
