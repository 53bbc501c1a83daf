// The User Groups screen's changes (issue 40: a company defines its own roles): add a user group
// (create-role) and change one (update-role, with the version it was read at: decision 100), each one
// click one effect with the spec's toast; after each the groups are read again.
import {
  createRoleCall,
  getRolesCall,
  updateRoleCall,
  type CreateRoleRequest,
  type UpdateRoleRequest,
} from '@vp/contracts';
import { call } from '../../../lib/call.ts';
import { useListWrite } from './use-list-write.ts';

export const useCreateRole = (onDone: () => void) =>
  useListWrite(getRolesCall, (body: CreateRoleRequest) => call(createRoleCall, { body }), onDone);

export const useUpdateRole = (onDone: () => void) =>
  useListWrite(getRolesCall, (body: UpdateRoleRequest) => call(updateRoleCall, { body }), onDone);
