// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC7821} from "@openzeppelin/contracts/account/extensions/draft-ERC7821.sol";
import {IERC1271} from "@openzeppelin/contracts/interfaces/IERC1271.sol";
import {ERC721Holder} from "@openzeppelin/contracts/token/ERC721/utils/ERC721Holder.sol";
import {ERC1155Holder} from "@openzeppelin/contracts/token/ERC1155/utils/ERC1155Holder.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";

/// The code an embedded devnet wallet delegates its EOA to (EIP-7702): OpenZeppelin's audited ERC-7821 batch
/// executor, so one transaction the account sends to itself runs a batch of calls atomically (any call
/// reverting reverts them all). Only the account itself may execute (ERC7821's default). It still takes ether
/// and tokens sent to it, and answers ERC-1271 with its own key, so sites verifying its signatures keep working
/// once it has code.
contract BatchAccount is ERC7821, IERC1271, ERC721Holder, ERC1155Holder {
    receive() external payable {}

    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        (address signer, ECDSA.RecoverError error, ) = ECDSA.tryRecoverCalldata(hash, signature);
        return error == ECDSA.RecoverError.NoError && signer == address(this) ? this.isValidSignature.selector : bytes4(0xffffffff);
    }
}
