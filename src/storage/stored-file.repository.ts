import { UnitOfWorkRepository } from '../database/unit-of-work.js';
import type { StoredFile } from './stored-file.entity.js';

export class StoredFileRepository extends UnitOfWorkRepository<StoredFile> {
  findByKey(key: string): Promise<StoredFile | null> {
    return this.findOne({ key });
  }

  async deleteByKey(key: string): Promise<void> {
    await this.nativeDelete({ key });
  }
}
