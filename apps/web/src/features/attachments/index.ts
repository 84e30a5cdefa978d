/** The attachments feature's public surface: what fulfillments, insurance, prescription, work-orders use of it. */
export { createPatientPacket } from './api/create-patient-packet';
export { openAttachment } from './api/download-url';
export { AttachmentsModal } from './components/attachments-modal';
export { UploadArea } from './components/upload-area';
