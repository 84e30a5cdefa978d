import { FILE_CONTENT_ERROR_TYPE, UPLOAD_MESSAGES } from '@dme/shared/attachments/api';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, resetAfterTest } from '../../../test/mock-api';
import { renderApp, testSession } from '../../../test/render-app';
import { AttachmentsModal } from './attachments-modal';

/** Records the direct PUT to storage; answers `status` with `body`. */
class FakeXhr {
  static sent: { method: string; url: string; headers: Record<string, string>; body: unknown }[] = [];
  static status = 200;
  static body = '';
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private request = { method: '', url: '', headers: {} as Record<string, string> };
  open(method: string, url: string) {
    this.request = { ...this.request, method, url };
  }
  setRequestHeader(name: string, value: string) {
    this.request.headers[name] = value;
  }
  send(body: unknown) {
    FakeXhr.sent.push({ ...this.request, body });
    this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 } as ProgressEvent);
    this.status = FakeXhr.status;
    this.responseText = FakeXhr.body;
    queueMicrotask(() => this.onload?.());
  }
}

const PRESIGNED = {
  body: {
    direct_upload: {
      url: '/api/direct_uploads/tok',
      headers: {
        content_disposition: 'inline; filename="scan.pdf"',
        content_md5: 'md5',
        content_type: 'application/pdf',
      },
    },
    blob_signed_id: 'blob-1',
  },
};

const attach = vi.fn();
const onChanged = vi.fn();

beforeEach(() => {
  FakeXhr.sent = [];
  FakeXhr.status = 200;
  FakeXhr.body = '';
  attach.mockReset().mockResolvedValue({ data: [] });
  onChanged.mockReset();
});
afterEach(resetAfterTest);

const show = () =>
  renderApp(
    <AttachmentsModal
      opened
      onClose={() => {}}
      title="Prescription — Ava Stone"
      attachments={[{ uuid: 'att-1', filename: 'rx.pdf' }]}
      canDelete
      multiple
      attach={attach}
      onChanged={onChanged}
    />,
    { session: testSession('Provider') },
  );

const pdf = () => new File(['%PDF-1.4 test'], 'scan.pdf', { type: 'application/pdf' });
const fileInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;

describe('AttachmentsModal', () => {
  it('opens a document through a short-lived download URL in a new tab', async () => {
    const calls = mockApi({
      'GET /api/attachments/download_url': { body: { download_url: '/files/rx.pdf?sig=1' } },
    });
    const tab = { location: { href: '' }, opener: {}, close: vi.fn() };
    vi.stubGlobal(
      'open',
      vi.fn(() => tab),
    );
    const { user } = show();
    await user.click(await screen.findByRole('button', { name: 'rx.pdf' }));
    await waitFor(() => expect(tab.location.href).toBe('/files/rx.pdf?sig=1'));
    expect(calls[0]?.query.get('uuid')).toBe('att-1');
    expect(tab.opener).toBeNull();
  });

  it('deletes a patient packet after confirmation', async () => {
    const calls = mockApi({ 'DELETE /api/attachments/att-1': { status: 204 } });
    const { user } = show();
    await user.click(await screen.findByRole('button', { name: 'Delete rx.pdf' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledOnce());
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['DELETE /api/attachments/att-1']);
  });

  it('keeps Upload disabled until an accepted file is chosen', async () => {
    mockApi({});
    show();
    const upload = await screen.findByRole('button', { name: 'Upload' });
    expect(upload).toBeDisabled();
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(fileInput(), new File(['x'], 'notes.docx', { type: 'application/msword' }));
    expect(await screen.findByText(UPLOAD_MESSAGES.invalidFile)).toBeInTheDocument();
    expect(upload).toBeDisabled();
    await user.upload(fileInput(), pdf());
    expect(screen.getByRole('button', { name: 'Upload' })).toBeEnabled();
  });

  it('presigns, PUTs the file with its headers, then links the blobs', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const calls = mockApi({ 'POST /api/presigned_urls': PRESIGNED });
    const { user } = show();
    await user.upload(fileInput(), pdf());
    await user.click(screen.getByRole('button', { name: 'Upload' }));

    await waitFor(() => expect(onChanged).toHaveBeenCalledOnce());
    expect(calls[0]?.body).toEqual({
      file: {
        checksum: expect.stringMatching(/^[A-Za-z0-9+/]{22}==$/),
        filename: 'scan.pdf',
        byte_size: 13,
        content_type: 'application/pdf',
      },
    });
    expect(FakeXhr.sent[0]).toMatchObject({
      method: 'PUT',
      url: '/api/direct_uploads/tok',
      headers: {
        'Content-Disposition': 'inline; filename="scan.pdf"',
        'Content-MD5': 'md5',
        'Content-Type': 'application/pdf',
      },
    });
    expect(attach).toHaveBeenCalledWith(['blob-1']);
    expect(screen.queryByRole('list', { name: 'Files to upload' })).not.toBeInTheDocument();
  });

  it('shows the server message for a file that is too large', async () => {
    mockApi({
      'POST /api/presigned_urls': {
        status: 422,
        body: { type: 'file_too_large_error', error: 'The file is too large.' },
      },
    });
    const { user } = show();
    await user.upload(fileInput(), pdf());
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('The file is too large.')).toBeInTheDocument();
    expect(attach).not.toHaveBeenCalled();
  });

  it('shows the server message for a file that is not what its name says', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.status = 422;
    const refusal = UPLOAD_MESSAGES.contentMismatch('PNG', 'PDF');
    FakeXhr.body = JSON.stringify({ type: FILE_CONTENT_ERROR_TYPE, error: refusal });
    mockApi({ 'POST /api/presigned_urls': PRESIGNED });
    const { user } = show();
    await user.upload(fileInput(), pdf());
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(attach).not.toHaveBeenCalled();
  });

  it('shows a generic message for any other failure', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.status = 403;
    mockApi({ 'POST /api/presigned_urls': PRESIGNED });
    const { user } = show();
    await user.upload(fileInput(), pdf());
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText(UPLOAD_MESSAGES.somethingWentWrong)).toBeInTheDocument();
  });
});
