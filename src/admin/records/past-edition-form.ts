import { type UploadedForm, UploadedFormBody } from '../../storage/uploaded-form.js';
import { EDITION_IMAGES, type EditionImage } from '../../editions/past-editions.service.js';
import { SavePastEditionDto } from './dto/save-past-edition.dto.js';

/**
 * The past-edition form after validation, with its files. The tables and the images are checked by the service:
 * section 5 wants one summary that counts every problem.
 */
export type ParsedPastEditionForm = UploadedForm<SavePastEditionDto, EditionImage>;

/** The past-edition form of this call (see UploadedFormBody: problems are handed on, not refused). */
export const PastEditionFormBody = (): ParameterDecorator =>
  UploadedFormBody(SavePastEditionDto, EDITION_IMAGES);
